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

/// The `.lproj` files a project names, read once from its text (`LprojBuild.lprojNames`), as
/// `isNamed` would find each: after a path's `/`, a quote or `=`, up to a quote, `;` or white
/// space, and a quoted name with a space in it whole.
@Suite struct LprojNamesTests {
    @Test func namesAsTheProjectWritesThem() {
        let text = """
            A1 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
            A2 /* fr */ = {isa = PBXFileReference; path = Resources/fr.lproj/Localizable.strings; };
            A3 /* ja */ = {isa = PBXFileReference; path = "ja.lproj/Main Menu.strings"; };
            """
        let names = Set(LprojBuild.lprojNames(in: text))
        #expect(names.isSuperset(of: ["de.lproj/Localizable.strings", "fr.lproj/Localizable.strings", "ja.lproj/Main Menu.strings"]))
        #expect(!names.contains("Resources/fr.lproj/Localizable.strings"))
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
