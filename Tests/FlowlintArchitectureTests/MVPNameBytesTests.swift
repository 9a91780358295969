import Testing
@testable import FlowlintArchitecture

/// The MVP name questions read bytes where bytes decide, and Characters where they don't
/// (a combining mark after the prefix, a name that is not ASCII): the answers are the same.
struct MVPNameBytesTests {
    @Test(arguments: [
        ("view", "viewDidLoad", true), ("view", "viewdidLoad", false), ("view", "view", true),
        ("view", "view_x", true), ("view", "view1", true), ("view", "vie", false), ("view", "reviewDidLoad", false),
        ("view", "viewÉvent", true), ("view", "viewévent", false),
        // A combining mark joins the byte before it to make another Character.
        ("view", "vie\u{301}wDidLoad", false), ("view", "view\u{301}DidLoad", false), ("show", "show_\u{301}", false),
        ("show", "showA\u{301}", true),
    ])
    func startsWith(_ prefix: String, _ name: String, _ expected: Bool) {
        #expect(MVPName.startsWith(prefix, name) == expected)
    }

    @Test(arguments: [
        ("EventListViewProtocol", "EventList"), ("ViewProtocol", nil), ("ÉvénementViewProtocol", "Événement"),
        ("EventListPresenterProtocol", nil), ("EventListViewProtocols", nil),
    ] as [(String, String?)])
    func moduleOfView(_ name: String, _ module: String?) {
        #expect(MVPName.module(ofView: name).map(String.init) == module)
    }

    @Test(arguments: [
        ("[CellPresenterProtocol]?", true), ("CellPresenterProtocol!", true), ("Presenter?Protocol", true),
        ("CellPresenter", false), ("PresenterProtocolX", false), ("", false),
    ])
    func mentionsPresenter(_ type: String, _ expected: Bool) {
        #expect(MVPName.mentionsPresenter(type) == expected)
        #expect(MVPName.mentionsPresenter(type) == type.filter { !"?![]".contains($0) }.hasSuffix("PresenterProtocol"))
    }

    @Test(arguments: [
        ("LoginViewProtocol!", "LoginViewProtocol", true), ("LoginViewProtocol?", "LoginViewProtocol", true),
        ("LoginViewProtocol", "LoginViewProtocol", false), ("LoginViewProtocols!", "LoginViewProtocol", false),
        // Canonically equal spellings: é as one scalar and as e with a combining accent.
        ("Caf\u{E9}ViewProtocol!", "Cafe\u{301}ViewProtocol", true),
    ])
    func optionalOfType(_ written: String, _ type: String, _ expected: Bool) {
        #expect(MvpViewPresenterLink.isOptional(written, of: type) == expected)
    }
}
