import Testing
@testable import StringsgenKit

/// The development language as a `project.pbxproj` writes it.
@Suite struct XcodeProjectsTests {
    @Test func readsTheDevelopmentRegion() {
        #expect(XcodeProjects.region(in: "\t\t\tdevelopmentRegion = de;\n\t\t\thasScannedForEncodings = 0;") == "de")
        #expect(XcodeProjects.region(in: "developmentRegion = \"zh-Hant\";") == "zh-Hant")
        // Old projects name it in English (OsmAnd).
        #expect(XcodeProjects.region(in: "developmentRegion = English;") == "en")
        #expect(XcodeProjects.region(in: "developmentRegion = \"../x\";") == nil)
        #expect(XcodeProjects.region(in: "knownRegions = (en, de);") == nil)
    }
}
