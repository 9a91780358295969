import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// Fixes go by the finding's fix request, never by its words: every rule example, fixed with
/// every message and suggestion reworded, comes out byte for byte as it does without.
struct FixRequestTests {
    static let rules = ArchitectureCatalog.descriptions.map(\.id)

    /// Every finding's message and suggestion replaced by words no fix could read anything from.
    static let reworded: @Sendable (Finding) -> Finding = { finding in
        Finding(rule: finding.rule, severity: finding.severity, message: LocalizedText(ru: "переписано", en: "reworded"),
                location: finding.location, suggestion: finding.suggestion.map { _ in "reworded" }, fix: finding.fix)
    }

    @Test(arguments: rules, [IdentifierRenames.off, .apply])
    func rewordedFindingsAreFixedTheSame(rule: String, renames: IdentifierRenames) throws {
        let description = try #require(AllRules.description(of: rule))
        for example in description.bad + description.good {
            let project = FixProject(example: example, rule: rule)
            let (plain, fixed) = project.fixed(renames: renames)
            let (reworded, rewordedFixed) = project.fixed(renames: renames, reworded: Self.reworded)
            #expect(rewordedFixed.files.map(\.text) == fixed.files.map(\.text), "\(rule): \(example.text)")
            #expect(rewordedFixed.files.map(\.path) == fixed.files.map(\.path))
            #expect(reworded.renames == plain.renames)
            #expect(reworded.fixed == plain.fixed)
            #expect(reworded.declined == plain.declined)
            #expect(reworded.typeRenames == plain.typeRenames)
        }
    }

    /// A rule asks only for the fixes it declares.
    @Test(arguments: rules)
    func findingsAskForDeclaredFixesOnly(rule: String) throws {
        let description = try #require(AllRules.description(of: rule))
        for example in description.bad {
            for finding in FixProject(example: example, rule: rule).findings() where finding.rule == rule {
                if let kind = finding.fix?.kind { #expect(description.fixes.contains(kind), "\(rule) asks for \(kind)") }
            }
        }
    }

    /// The outcome memo keeps every kind of request as it was.
    @Test func everyRequestSurvivesTheMemo() {
        let requests: [FixRequest] = [
            .renameBranch(to: "features/A-1_x"), .replaceHeader(with: "[A-1] x"), .moveProtocols(toFile: "A/AProtocols.swift"),
            .classBound, .markSections, .presenterLink(property: "view", declaration: "var view: AViewProtocol! { get set }"),
            .presenterMethodOrder, .protocolOrder, .viewConformance, .presenterConformance, .weakView, .implementationMarks,
            .referenceOwnership(property: "output", weak: true, attributes: ["nonatomic", "weak"]),
            .weakReferenceWithClassBound(property: "output"),
            .referenceRename(owner: "AInteractor", property: "presenter", newName: "output", cannotBeWeak: true),
            .sectionMark(protocolName: "AViewOutput", line: "// MARK: - AViewOutput"),
            .forwardDeclarations(["@class A;", "@protocol B;"]), .forwardDeclarations([]), .typeRename(newName: "AInteractor"),
            .fileAndTypeRename(fileName: "AInteractor.swift", typeName: "AInteractor"), .fileMove(to: "A/Interactor/AInteractor.swift"),
        ]
        #expect(Set(requests.map(\.kind)) == Set(FixRequest.Kind.allCases))
        for request in requests.map(Optional.some) + [nil] {
            var writer = ByteWriter()
            FixRequestCodec.encode(request, &writer)
            let decoded = ByteReader.decode(writer.bytes) { (reader: inout ByteReader) throws(ByteReader.Damaged) in
                try FixRequestCodec.decode(&reader)
            }
            #expect(decoded == .some(request))
        }
    }
}
