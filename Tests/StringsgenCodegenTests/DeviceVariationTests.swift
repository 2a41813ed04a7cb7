import Foundation
import StringsgenICU
import StringsgenModel
import Testing
@testable import StringsgenCodegen

/// Device variations are chosen on the device, by the generated code: built and run as an app
/// would be (the generated Swift and its compiled `.strings`, with a `main.swift`), with the device
/// injected through `Device.$pinned`, as a test on Linux (where no device applies) must.
@Suite struct DeviceVariationTests {
    @Test func everyDeviceGetsItsFormAndPluralsWithinThem() throws {
        let output = try runDevicesApp("""
            typealias Devices = LocalizedString.Devices
            for device in ["iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "vision", "other", "car"] {
                Devices.Device.$pinned.withValue(device) {
                    for language in ["en", "de"] {
                        Devices.Language.$pinned.withValue(language) {
                            print(device, language, Devices.open, "|", Devices.items(1), "|", Devices.items(3), "|",
                                  Devices.photos(1), "|", Devices.tapToContinue)
                        }
                    }
                }
            }
            // SwiftUI's way: a locale passed to the accessor, the device still pinned.
            Devices.Device.$pinned.withValue("ipad") { print(Devices.open(locale: Locale(identifier: "de")), "|", Devices.items(2, locale: Locale(identifier: "de"))) }
            // Nothing pinned: the device this runs on, which on Linux is none of Apple's.
            print(Devices.Device.current, "|", Devices.open, "|", Devices.items(1))
            // How iOS tells its devices apart: by the model identifier (hw.machine, or the Simulator's).
            print(["iPhone15,2", "iPad13,1", "iPod9,1", "iPad14,3-A", "arm64"].map(Devices.Device.named(model:)))
            """)
        #expect(output == """
            iphone en Open on your iPhone | 1 item | 3 items | 1 photo on your iPhone | Tap to continue
            iphone de Auf deinem iPhone öffnen | 1 Objekt | 3 Objekte | 1 photo on your iPhone | Tippe, um fortzufahren
            ipad en Open on your iPad | 1 item in the sidebar | 3 items in the sidebar | 1 photo on your iPad | Continue
            ipad de Auf deinem Gerät öffnen | 1 Objekt in der Seitenleiste | 3 Objekte in der Seitenleiste | 1 photo on your iPad | Weiter
            ipod en Open on your iPod touch | 1 item | 3 items | 1 photo on your iPhone | Continue
            ipod de Auf deinem Gerät öffnen | 1 Objekt | 3 Objekte | 1 photo on your iPhone | Weiter
            mac en Open on your Mac | 1 item | 3 items | 1 photo on your iPhone | Click to continue
            mac de Auf deinem Mac öffnen | 1 Objekt | 3 Objekte | 1 photo on your iPhone | Weiter
            applewatch en Open on your Apple Watch | 1 item | 3 items | 1 photo on your iPhone | Continue
            applewatch de Auf deinem Gerät öffnen | 1 Objekt | 3 Objekte | 1 photo on your iPhone | Weiter
            appletv en Open on your Apple TV | 1 item | 3 items | 1 photo on your iPhone | Continue
            appletv de Auf deinem Gerät öffnen | 1 Objekt | 3 Objekte | 1 photo on your iPhone | Weiter
            vision en Open on your Apple Vision Pro | 1 item | 3 items | 1 photo on your iPhone | Continue
            vision de Auf deinem Gerät öffnen | 1 Objekt | 3 Objekte | 1 photo on your iPhone | Weiter
            other en Open on your device | 1 item | 3 items | 1 photo on your iPhone | Continue
            other de Auf deinem Gerät öffnen | 1 Objekt | 3 Objekte | 1 photo on your iPhone | Weiter
            car en Open on your device | 1 item | 3 items | 1 photo on your iPhone | Continue
            car de Auf deinem Gerät öffnen | 1 Objekt | 3 Objekte | 1 photo on your iPhone | Weiter
            Auf deinem Gerät öffnen | 2 Objekte in der Seitenleiste
            \(expectedCurrentDevice) | Open on your device | 1 item
            ["iphone", "ipad", "ipod", "ipad", "iphone"]

            """)
    }

    /// What `Device.current` is where this test runs.
    private var expectedCurrentDevice: String {
        #if os(macOS)
        "mac"
        #else
        "other"
        #endif
    }

    private func runDevicesApp(_ main: String) throws -> String {
        try runGeneratedApp(table: "Devices", languages: ["en", "de"], main: main)
    }
}
