// MIT License
// Copyright (c) 2021-2026 LinearMouse

import Combine
import Defaults
import LaunchAtLogin
import SwiftUI

class StatusItem: NSObject, NSMenuDelegate {
    static let shared = StatusItem()

    private lazy var statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)

    private var subscriptions = Set<AnyCancellable>()

    private lazy var menu: NSMenu = {
        let menu = NSMenu()
        menu.delegate = self

        menu.items = baseMenuItems()

        return menu
    }()

    private lazy var openSettingsItem: NSMenuItem = {
        let item = NSMenuItem(
            title: String(format: NSLocalizedString("%@ Settings…", comment: ""), LinearMouse.appName),
            action: #selector(openSettings),
            keyEquivalent: ","
        )
        item.target = self
        return item
    }()

    private lazy var configurationItem: NSMenuItem = {
        let item = NSMenuItem(
            title: NSLocalizedString("Config", comment: ""),
            action: nil,
            keyEquivalent: ""
        )
        item.submenu = configurationMenu
        return item
    }()

    private lazy var startAtLoginItem: NSMenuItem = {
        let item = NSMenuItem(
            title: String(format: NSLocalizedString("Start at login", comment: "")),
            action: #selector(toggleStartAtLogin),
            keyEquivalent: ""
        )
        item.target = self
        return item
    }()

    private lazy var openSettingsForFrontmostApplicationItem: NSMenuItem = {
        let item = NSMenuItem(
            title: "",
            action: #selector(openSettingsForFrontmostApplication),
            keyEquivalent: ""
        )
        item.target = self
        return item
    }()

    private lazy var quitItem: NSMenuItem = {
        let item = NSMenuItem(
            title: String(format: NSLocalizedString("Quit %@", comment: ""), LinearMouse.appName),
            action: #selector(quit),
            keyEquivalent: "q"
        )
        item.target = self
        return item
    }()

    private lazy var configurationMenu: NSMenu = {
        let configurationMenu = NSMenu()

        let reloadItem = NSMenuItem(
            title: NSLocalizedString("Reload", comment: ""),
            action: #selector(reloadConfiguration),
            keyEquivalent: "r"
        )

        let revealInFinderItem = NSMenuItem(
            title: NSLocalizedString("Reveal in Finder", comment: ""),
            action: #selector(revealConfigurationInFinder),
            keyEquivalent: "r"
        )
        revealInFinderItem.keyEquivalentModifierMask = [.option, .command]

        configurationMenu.items = [
            reloadItem,
            revealInFinderItem
        ]

        configurationMenu.items.forEach { $0.target = self }

        return configurationMenu
    }()

    private var batteryItems = [NSMenuItem]()
    private var batterySeparatorItem: NSMenuItem?
    private var isMenuOpen = false

    override init() {
        super.init()

        Self.migrateMenuBarVisibilityModeIfNeeded()

        if let button = statusItem.button {
            button.image = NSImage(named: "MenuIcon")
            button.imagePosition = .imageOnly
            button.action = #selector(statusItemAction(sender:))
            button.target = self
        }

        updateStatusItemPresentation()

        startAtLoginItem.state = LaunchAtLogin.isEnabled ? .on : .off
        LaunchAtLogin.publisher
            .receive(on: RunLoop.main)
            .sink { [weak self] _ in
                // The publisher forwards the *requested* value even when the
                // registration lands at `.requiresApproval` or fails, so re-read
                // the actual `SMAppService` status to keep the checkmark truthful.
                self?.startAtLoginItem.state = LaunchAtLogin.isEnabled ? .on : .off
            }
            .store(in: &subscriptions)

        updateOpenSettingsForFrontmostApplicationItem()
        NSWorkspace.shared.notificationCenter.addObserver(
            forName: NSWorkspace.didActivateApplicationNotification,
            object: nil,
            queue: .main
        ) { [weak self] _ in
            self?.updateOpenSettingsForFrontmostApplicationItem()
        }

        AccessibilityPermission.pollingUntilEnabled { [weak self] in
            self?.setup()
        }
    }

    private func rebuildMenuItems(includeBatteryItems: Bool) {
        guard includeBatteryItems else {
            removeBatteryItems()
            return
        }

        let items = makeBatteryItems()
        updateBatteryItems(items)
    }

    private static func migrateMenuBarVisibilityModeIfNeeded() {
        guard !Defaults[.menuBarVisibilityModeMigrationCompleted] else {
            return
        }

        Defaults[.menuBarVisibilityMode] = Defaults[.showInMenuBar] ? .always : .never
        Defaults[.menuBarVisibilityModeMigrationCompleted] = true
    }

    private static func syncLegacyShowInMenuBar() {
        Defaults[.showInMenuBar] = Defaults[.menuBarVisibilityMode] != .never
    }

    private func updateStatusItemPresentation() {
        let currentBatteryLevel = currentDeviceBatteryLevel()
        let menuBarBatteryDisplayMode = Defaults[.menuBarBatteryDisplayMode]
        let shouldBeVisible = Self.menuBarIsVisible(
            currentBatteryLevel: currentBatteryLevel,
            visibilityMode: Defaults[.menuBarVisibilityMode],
            batteryDisplayMode: menuBarBatteryDisplayMode
        )
        if statusItem.isVisible != shouldBeVisible {
            statusItem.isVisible = shouldBeVisible
        }
        updateStatusItemBatteryIndicator(
            currentBatteryLevel: currentBatteryLevel,
            menuBarBatteryDisplayMode: menuBarBatteryDisplayMode
        )
    }

    private func updateStatusItemBatteryIndicator(
        currentBatteryLevel: Int?,
        menuBarBatteryDisplayMode: MenuBarBatteryDisplayMode
    ) {
        guard let button = statusItem.button else {
            return
        }

        let batteryTitle = currentBatteryIndicatorTitle(
            currentBatteryLevel: currentBatteryLevel,
            menuBarBatteryDisplayMode: menuBarBatteryDisplayMode
        )
        button.title = batteryTitle.map { " \($0)" } ?? ""
        button.imagePosition = batteryTitle == nil ? .imageOnly : .imageLeft
    }

    private func currentBatteryIndicatorTitle(
        currentBatteryLevel: Int?,
        menuBarBatteryDisplayMode: MenuBarBatteryDisplayMode
    ) -> String? {
        Self.menuBarBatteryTitle(
            currentBatteryLevel: currentBatteryLevel,
            mode: menuBarBatteryDisplayMode
        )
    }

    private func currentDeviceBatteryLevel() -> Int? {
        guard let currentDevice = currentBatteryIndicatorDevice() else {
            return nil
        }

        return BatteryDeviceMonitor.shared.currentDeviceBatteryLevel(for: currentDevice)
    }

    private func currentBatteryIndicatorDevice() -> Device? {
        Self.menuBarBatteryDevice(
            activeDeviceRef: DeviceManager.shared.lastActiveDeviceRef,
            selectedDeviceRef: DeviceState.shared.currentDeviceRef
        )
    }

    static func menuBarBatteryDevice<T: AnyObject>(activeDeviceRef: WeakRef<T>?, selectedDeviceRef: WeakRef<T>?) -> T? {
        activeDeviceRef?.value ?? selectedDeviceRef?.value
    }

    static func menuBarBatteryTitle(currentBatteryLevel: Int?, mode: MenuBarBatteryDisplayMode) -> String? {
        guard let threshold = mode.threshold,
              let currentBatteryLevel
        else {
            return nil
        }

        guard currentBatteryLevel <= threshold else {
            return nil
        }

        return formattedPercent(currentBatteryLevel)
    }

    static func menuBarIsVisible(
        currentBatteryLevel: Int?,
        visibilityMode: MenuBarVisibilityMode,
        batteryDisplayMode: MenuBarBatteryDisplayMode
    ) -> Bool {
        switch visibilityMode {
        case .always:
            return true
        case .whenAttentionNeeded:
            return menuBarBatteryTitle(currentBatteryLevel: currentBatteryLevel, mode: batteryDisplayMode) != nil
        case .never:
            return false
        }
    }

    private func baseMenuItems() -> [NSMenuItem] {
        [
            openSettingsItem,
            .separator(),
            configurationItem,
            startAtLoginItem,
            .separator(),
            openSettingsForFrontmostApplicationItem,
            quitItem
        ]
    }

    private func makeBatteryItems() -> [NSMenuItem] {
        BatteryDeviceMonitor.shared
            .devices
            .map { ($0.name, $0.batteryLevel) }
            .sorted { lhs, rhs in
                lhs.0.localizedCaseInsensitiveCompare(rhs.0) == .orderedAscending
            }
            .map { name, batteryLevel in
                let item = NSMenuItem(
                    title: "\(name) - \(formattedPercent(batteryLevel))",
                    action: nil,
                    keyEquivalent: ""
                )
                item.isEnabled = false
                return item
            }
    }

    private func updateBatteryItems(_ items: [NSMenuItem]) {
        removeBatteryItems()

        guard !items.isEmpty else {
            return
        }

        let header = makeSectionHeader(title: NSLocalizedString("Batteries", comment: ""))
        let separator = NSMenuItem.separator()
        menu.insertItem(separator, at: 0)
        for item in items.reversed() {
            menu.insertItem(item, at: 0)
        }
        menu.insertItem(header, at: 0)

        batteryItems = [header] + items
        batterySeparatorItem = separator
    }

    private func removeBatteryItems() {
        for item in batteryItems {
            menu.removeItem(item)
        }
        batteryItems.removeAll()

        if let batterySeparatorItem {
            menu.removeItem(batterySeparatorItem)
            self.batterySeparatorItem = nil
        }
    }

    private func makeSectionHeader(title: String) -> NSMenuItem {
        let item = NSMenuItem(title: title, action: nil, keyEquivalent: "")
        item.isEnabled = false
        return item
    }

    private func updateOpenSettingsForFrontmostApplicationItem() {
        guard let application = NSWorkspace.shared.frontmostApplication,
              let name = Self.frontmostApplicationName(application) else {
            openSettingsForFrontmostApplicationItem.isHidden = true
            return
        }
        openSettingsForFrontmostApplicationItem.isHidden = false
        openSettingsForFrontmostApplicationItem.title = String(
            format: NSLocalizedString("Configure for %@…", comment: ""),
            name
        )
    }

    private static func frontmostApplicationName(_ application: NSRunningApplication) -> String? {
        application.localizedName ??
            application.bundleURL?.deletingPathExtension().lastPathComponent ??
            application.bundleIdentifier
    }

    private func setup() {
        statusItem.menu = menu

        BatteryDeviceMonitor.shared
            .$devices
            .receive(on: RunLoop.main)
            .sink { [weak self] _ in
                guard let self, self.statusItem.menu != nil else {
                    return
                }

                self.updateStatusItemPresentation()

                if self.isMenuOpen {
                    self.rebuildMenuItems(includeBatteryItems: true)
                }
            }
            .store(in: &subscriptions)

        DeviceState.shared
            .$currentDeviceRef
            .receive(on: RunLoop.main)
            .sink { [weak self] _ in
                self?.updateStatusItemPresentation()
            }
            .store(in: &subscriptions)

        DeviceManager.shared
            .$lastActiveDeviceRef
            .receive(on: RunLoop.main)
            .sink { [weak self] _ in
                self?.updateStatusItemPresentation()
            }
            .store(in: &subscriptions)

        Defaults.observe(.menuBarVisibilityMode) { [weak self] _ in
            guard let self else {
                return
            }

            Self.syncLegacyShowInMenuBar()
            self.updateStatusItemPresentation()
        }
        .tieToLifetime(of: self)

        Defaults.observe(.menuBarBatteryDisplayMode) { [weak self] _ in
            self?.updateStatusItemPresentation()
        }
        .tieToLifetime(of: self)
    }

    func menuWillOpen(_: NSMenu) {
        isMenuOpen = true
        rebuildMenuItems(includeBatteryItems: true)
    }

    func menuDidClose(_: NSMenu) {
        isMenuOpen = false
        rebuildMenuItems(includeBatteryItems: false)
    }

    @objc private func statusItemAction(sender _: NSStatusBarButton) {
        guard !AccessibilityPermission.enabled else {
            return
        }

        AccessibilityPermissionWindow.shared.bringToFront()
    }

    @objc private func openSettings() {
        SchemeState.shared.currentApp = nil
        SchemeState.shared.currentDisplay = nil
        SettingsWindowController.shared.bringToFront()
    }

    @objc private func openSettingsForFrontmostApplication() {
        if let bundleIdentifier = NSWorkspace.shared.frontmostApplication?.bundleIdentifier {
            SchemeState.shared.currentApp = .bundle(bundleIdentifier)
        } else {
            SchemeState.shared.currentApp = nil
        }
        SettingsWindowController.shared.bringToFront()
    }

    @objc private func reloadConfiguration() {
        ConfigurationState.shared.reloadFromDisk()
    }

    @objc private func revealConfigurationInFinder() {
        ConfigurationState.shared.revealInFinder()
    }

    @objc private func toggleStartAtLogin() {
        LaunchAtLogin.isEnabled.toggle()
    }

    @objc private func quit() {
        NSApplication.shared.terminate(nil)
    }
}
