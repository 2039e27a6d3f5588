import Foundation
import Testing
import WayfinderLint

@Suite struct ModuleGraphRulesTests {
    typealias Target = DescribedPackage.Target

    @Test func aUITargetDependingOnAnInternalTargetIsAViolation() {
        let package = DescribedPackage(
            name: "App",
            targets: [
                Target(name: "PostUI", targetDependencies: ["PostInternal"]),
                Target(name: "PostInternal", targetDependencies: ["PostUI"]),
            ])
        #expect(
            ModuleGraphRules().violations(in: package) == [
                .uiDependsOnInternal(ui: "PostUI", internal: "PostInternal")
            ])
    }

    @Test func anInternalTargetDependingOnAnotherFeaturesInternalTargetIsAViolation() {
        let package = DescribedPackage(
            name: "App",
            targets: [
                Target(name: "ProfileInternal", targetDependencies: ["ProfileUI", "PostUI", "PostInternal"])
            ])
        #expect(
            ModuleGraphRules().violations(in: package) == [
                .internalDependsOnInternal(source: "ProfileInternal", target: "PostInternal")
            ])
    }

    @Test func productDependenciesCountLikeTargetDependencies() {
        let package = DescribedPackage(
            name: "App",
            targets: [Target(name: "PostUI", productDependencies: ["WayfinderCore", "ProfileInternal"])])
        #expect(ModuleGraphRules().violations(in: package).map(\.edge) == ["PostUI → ProfileInternal"])
    }

    @Test func theAppAndInternalToUIEdgesAreAllowed() {
        let package = DescribedPackage(
            name: "App",
            targets: [
                Target(
                    name: "App", type: "executable", targetDependencies: ["PostInternal", "ProfileInternal"]),
                Target(name: "ProfileInternal", targetDependencies: ["ProfileUI", "PostUI"]),
                Target(name: "PostUI", productDependencies: ["WayfinderCore"]),
            ])
        #expect(ModuleGraphRules().violations(in: package).isEmpty)
    }

    @Test func theNamingConventionsAreConfigurable() {
        let package = DescribedPackage(
            name: "App", targets: [Target(name: "PostInterface", targetDependencies: ["PostImpl"])])
        #expect(ModuleGraphRules().violations(in: package).isEmpty)
        let rules = ModuleGraphRules(uiSuffix: "Interface", internalSuffix: "Impl")
        #expect(rules.violations(in: package).map(\.edge) == ["PostInterface → PostImpl"])
    }

    @Test func aViolationNamesTheEdgeAndTheRule() {
        #expect(
            ModuleGraphViolation.uiDependsOnInternal(ui: "PostUI", internal: "PostInternal").description
                == "PostUI → PostInternal: the UI target PostUI depends on the Internal target PostInternal; UI "
                + "targets hold routes only and never depend on Internal targets")
        #expect(
            ModuleGraphViolation.internalDependsOnInternal(source: "ProfileInternal", target: "PostInternal")
                .description
                == "ProfileInternal → PostInternal: the Internal target ProfileInternal depends on another feature's "
                + "Internal target PostInternal; navigate to that feature through its UI target's routes instead"
        )
    }

    @Test func readsTheOutputOfSwiftPackageDescribe() throws {
        let json = """
            {"name": "Probe", "targets": [
              {"name": "PostUI", "type": "library", "target_dependencies": ["PostInternal"]},
              {"name": "PostInternal", "type": "library", "product_dependencies": ["Wayfinder"]},
              {"name": "Tool", "type": "executable"}
            ]}
            """
        let package = try DescribedPackage(describeJSON: Data(json.utf8))
        #expect(package.name == "Probe")
        #expect(
            package.targets == [
                Target(name: "PostUI", targetDependencies: ["PostInternal"]),
                Target(name: "PostInternal", productDependencies: ["Wayfinder"]),
                Target(name: "Tool", type: "executable"),
            ])
    }
}
