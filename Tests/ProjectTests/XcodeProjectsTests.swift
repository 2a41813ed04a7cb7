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
        // `Base` is Interface Builder's base internationalization, no language (RTR-Netztest).
        #expect(XcodeProjects.region(in: "developmentRegion = Base;") == nil)
    }
}

/// The app's own names as its texts write them.
@Suite struct ProductNameTests {
    /// NotchDrop's header says “Notch Drop”, kept by de, fr and ja (3 findings).
    @Test func aNameOfCapitalizedPartsIsAlsoWrittenApart() {
        #expect(Project.spacedParts(of: "NotchDrop") == "Notch Drop")
        #expect(Project.spacedParts(of: "MacPass") == "Mac Pass")
        #expect(Project.spacedParts(of: "Nostur") == "Nostur")
        #expect(Project.spacedParts(of: "iTorrent") == "iTorrent")
        #expect(Project.spacedParts(of: "Mac Mouse Fix") == "Mac Mouse Fix")
    }
}
