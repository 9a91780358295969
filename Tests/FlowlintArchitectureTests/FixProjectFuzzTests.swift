import Testing
@testable import FlowlintArchitecture

/// The fuzzer of the fix on generated projects (`GeneratedFixProject`, shared with
/// `Fuzz/Sources/FuzzFixProject`), run here on every choice of defects for one module of each
/// kind and on pseudo-random projects of one or two modules.
struct FixProjectFuzzTests {
    /// Every MVP defect alone and all together, every VIPER one alone and all together.
    static let single: [[UInt8]] = (0..<6).map { bit in [0, 0] + (0..<6).map { $0 == bit ? 1 : 0 } } + [[0, 0, 1, 1, 1, 1, 1, 1], [0, 0, 1, 1, 1, 1, 1, 0]]
        + (0..<4).map { bit in [0, 1] + (0..<4).map { $0 == bit ? 1 : 0 } } + [[0, 1, 1, 1, 1, 1]]

    @Test(arguments: single)
    func oneModuleWithItsDefectsIsFixedKeepingEveryDeclaration(bytes: [UInt8]) {
        let project = GeneratedFixProject(bytes)
        #expect(!project.defects.isEmpty)
        #expect(project.fixFailure() == nil, "\(project.defects)")
    }

    @Test func generatedProjectsAreFixedKeepingEveryDeclaration() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<30 {
            let bytes = (0..<24).map { _ -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 56)
            }
            let project = GeneratedFixProject(bytes)
            #expect(project.fixFailure() == nil, "\(bytes): \(project.defects)")
        }
    }
}
