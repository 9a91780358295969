#!/usr/bin/env python3
"""Writes VIPER modules in Objective-C (a .h and .m for every component, the seed's style) and
Swift, side by side, for `flowlint protocols` to get through: FILES files in all, about a tenth
of the modules with a flaw, plus the kinds of Objective-C a real project holds (macros, blocks,
generics, NS_ASSUME_NONNULL, comments and strings with @end in them)."""
import os, sys

root, total = sys.argv[1], int(sys.argv[2])
words = ["Post", "Feed", "Profile", "Settings", "Chat", "Avatar", "Search", "Order"]

def doc(m):
    return f"/**\n Модуль {m}: отображение и загрузка данных.\n */\n"

def objc_module(m, flawed):
    out = {}
    out[f"Interactor/{m}InteractorInput.h"] = f"""#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

{doc(m)}@protocol {m}InteractorInput <NSObject>

/// Запрашивает данные. Строка с @end: "@end" не конец.
- (void)obtainItemsWithCompletion:(void (^)(NSArray<id<NSCopying>> *items, NSError * _Nullable error))completion;
/// Очищает кэш.
- (void){"itemsCacheInvalidation" if flawed else "invalidateCache"};

@end

NS_ASSUME_NONNULL_END
"""
    out[f"Interactor/{m}InteractorOutput.h"] = f"""#import <Foundation/Foundation.h>

{doc(m)}@protocol {m}InteractorOutput <NSObject>

/// Данные получены.
- (void)didObtainItems:(NSArray *)items;

@end
"""
    out[f"Interactor/{m}Interactor.h"] = f"""#import <Foundation/Foundation.h>
#import "{m}InteractorInput.h"

@protocol {m}InteractorOutput;
@protocol {m}Service;

{doc(m)}@interface {m}Interactor : NSObject <{m}InteractorInput>

@property (nonatomic, weak) id<{m}InteractorOutput> output;
@property (nonatomic, strong) id<{m}Service> service;

@end
"""
    out[f"Interactor/{m}Interactor.m"] = f"""#import "{m}Interactor.h"
#import "{m}InteractorOutput.h"

#define {m.upper()}_PAGE_SIZE 20
#define WEAKIFY(var) __weak typeof(var) weak_##var = var; \\
    (void)weak_##var

@implementation {m}Interactor

#pragma mark - {m}InteractorInput

- (void)obtainItemsWithCompletion:(void (^)(NSArray<id<NSCopying>> *, NSError *))completion {{
    WEAKIFY(self);
    [self.service loadPage:{m.upper()}_PAGE_SIZE completion:^(NSArray *items) {{
        NSString *marker = @"}} @end {{";
        completion(items, nil);
    }}];
}}

- (void){"itemsCacheInvalidation" if flawed else "invalidateCache"} {{}}

@end
"""
    out[f"Presenter/{m}Presenter.h"] = f"""#import <Foundation/Foundation.h>

#import "{m}ViewOutput.h"
#import "{m}InteractorOutput.h"
{'#import "' + m + 'RouterInput.h"' if flawed else ''}

@protocol {m}ViewInput;
@protocol {m}InteractorInput;
@protocol {m}RouterInput;

{doc(m)}@interface {m}Presenter : NSObject <{m}ViewOutput, {m}InteractorOutput>

@property (nonatomic, {"strong" if flawed else "weak"}) id<{m}ViewInput> view;
@property (nonatomic, strong) id<{m}InteractorInput> interactor;
@property (nonatomic, strong) id<{m}RouterInput> router;

@end
"""
    out[f"Presenter/{m}Presenter.m"] = f"""#import "{m}Presenter.h"
#import "{m}ViewInput.h"

@interface {m}Presenter ()
@property (nonatomic, assign) NSInteger page;
@end

@implementation {m}Presenter

#pragma mark - {m}ViewOutput

- (void)didTriggerViewReadyEvent {{
    [self.interactor obtainItemsWithCompletion:^(NSArray *items, NSError *error) {{ }}];
}}

#pragma mark - {m}InteractorOutput

- (void)didObtainItems:(NSArray *)items {{
    [self.view updateWithItems:items];
}}

@end
"""
    out[f"Router/{m}RouterInput.h"] = f"""#import <Foundation/Foundation.h>

{doc(m)}@protocol {m}RouterInput <NSObject>

/// Открывает детали.
- (void)openDetailsModuleWithItemId:(NSString *)itemId;
/// Закрывает модуль.
- (void)closeCurrentModule;

@end
"""
    out[f"View/{m}ViewInput.h"] = f"""#import <Foundation/Foundation.h>

{doc(m)}@protocol {m}ViewInput <NSObject>

/// Показывает элементы.
- (void)updateWithItems:(NSArray *)items;

@end
"""
    out[f"View/{m}ViewOutput.h"] = f"""#import <Foundation/Foundation.h>

{doc(m)}@protocol {m}ViewOutput <NSObject>

/// Экран готов.
- (void)didTriggerViewReadyEvent;

@end
"""
    out[f"View/{m}ViewController.h"] = f"""#import <UIKit/UIKit.h>
#import "{m}ViewInput.h"

@protocol {m}ViewOutput;

{doc(m)}@interface {m}ViewController : UIViewController <{m}ViewInput>

@property (nonatomic, strong) id<{m}ViewOutput> output;
@property (nonatomic, weak) IBOutlet UITableView *tableView;

- (IBAction)didTapRefresh:(id)sender;

@end
"""
    out[f"Assembly/{m}Assembly.h"] = f"""#import <Typhoon/Typhoon.h>

@class {m}ViewController;

{doc(m)}@interface {m}Assembly : TyphoonAssembly

- ({m}ViewController *)view{m}Module;

@end
"""
    return out

def swift_module(m, flawed):
    weak = "" if flawed else "weak "
    return {
        f"Interactor/{m}InteractorInput.swift": f"/// Модуль {m}.\nprotocol {m}InteractorInput: AnyObject {{\n    /// Запрашивает.\n    func obtainItems()\n}}\n",
        f"Interactor/{m}InteractorOutput.swift": f"/// Модуль {m}.\nprotocol {m}InteractorOutput: AnyObject {{\n    /// Получены.\n    func didObtainItems(_ items: [String])\n}}\n",
        f"Interactor/{m}Interactor.swift": f"/// Модуль {m}.\nfinal class {m}Interactor: {m}InteractorInput {{\n    {weak}var output: {m}InteractorOutput?\n    func obtainItems() {{ output?.didObtainItems([]) }}\n}}\n",
        f"Presenter/{m}Presenter.swift": f"/// Модуль {m}.\nfinal class {m}Presenter: {m}InteractorOutput {{\n    weak var view: {m}ViewInput?\n    var interactor: {m}InteractorInput!\n    func didObtainItems(_ items: [String]) {{}}\n}}\n",
    }

written, i = 0, 0
while written < total:
    m = f"{words[i % len(words)]}{words[(i // len(words)) % len(words)]}{i}"
    flawed = i % 10 == 9
    files = objc_module(m, flawed) if i % 3 else swift_module(m, flawed)
    for relative, text in files.items():
        if written >= total:
            break
        path = os.path.join(root, "App", "UserStories", m + "Module", relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as out:
            out.write(text)
        written += 1
    i += 1
