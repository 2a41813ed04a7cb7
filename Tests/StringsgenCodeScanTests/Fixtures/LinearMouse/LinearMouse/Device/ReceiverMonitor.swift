// MIT License
// Copyright (c) 2021-2026 LinearMouse

import Foundation
import os.log

final class ReceiverMonitor {
    static let log = OSLog(subsystem: Bundle.main.bundleIdentifier!, category: "ReceiverMonitor")
    static let initialDiscoveryTimeout: TimeInterval = 3
    static let channelOpenRetryInterval: TimeInterval = 0.5
    static let refreshInterval: TimeInterval = 15

    private let provider = LogitechHIDPPDeviceMetadataProvider()
    private var contexts = [Int: ReceiverContext]()

    var onPointingDevicesChanged: ((Int, [ReceiverLogicalDeviceIdentity]) -> Void)?

    func startMonitoring(device: Device) {
        guard let locationID = device.pointerDevice.locationID else {
            return
        }

        guard contexts[locationID] == nil else {
            return
        }

        let context = ReceiverContext(device: device, locationID: locationID, provider: provider)
        context.onDiscoveryTimedOut = { [weak self, weak context] in
            guard let self,
                  let context,
                  self.contexts[locationID] === context
            else {
                return
            }

            self.onPointingDevicesChanged?(locationID, [])
        }
        context.onSlotsChanged = { [weak self, weak context] identities in
            guard let self,
                  let context,
                  self.contexts[locationID] === context
            else {
                return
            }

            self.onPointingDevicesChanged?(locationID, identities)
        }
        contexts[locationID] = context
        context.start()

        os_log("Started receiver monitor for %{public}@", log: Self.log, type: .info, String(describing: device))
    }

    func stopMonitoring(device: Device) {
        guard let locationID = device.pointerDevice.locationID,
              let context = contexts.removeValue(forKey: locationID)
        else {
            return
        }

        context.stop()
    }
}

struct ReceiverSlotStateStore {
    enum SlotPresenceState {
        case unknown
        case connected
        case disconnected
    }

    private var pairedIdentitiesBySlot = [UInt8: ReceiverLogicalDeviceIdentity]()
    private var slotPresenceBySlot = [UInt8: SlotPresenceState]()

    mutating func reset() {
        pairedIdentitiesBySlot = [:]
        slotPresenceBySlot = [:]
    }

    mutating func mergeDiscovery(_ discovery: LogitechHIDPPDeviceMetadataProvider.ReceiverPointingDeviceDiscovery) {
        let latestIdentitiesBySlot = Dictionary(uniqueKeysWithValues: discovery.identities.map {
            ($0.slot, $0)
        })
        let previousIdentitiesBySlot = pairedIdentitiesBySlot

        for slot in pairedIdentitiesBySlot.keys where latestIdentitiesBySlot[slot] == nil {
            pairedIdentitiesBySlot.removeValue(forKey: slot)
            slotPresenceBySlot.removeValue(forKey: slot)
        }

        for (slot, identity) in latestIdentitiesBySlot {
            pairedIdentitiesBySlot[slot] = identity
            if slotPresenceBySlot[slot] == nil {
                slotPresenceBySlot[slot] = .unknown
            }
        }

        mergeConnectionSnapshots(discovery.connectionSnapshots)

        for slot in discovery.liveReachableSlots {
            if slotPresenceBySlot[slot] != .connected {
                slotPresenceBySlot[slot] = .connected
            }
        }

        for (slot, identity) in latestIdentitiesBySlot where discovery.connectionSnapshots[slot] == nil {
            guard slotPresenceBySlot[slot] == .disconnected,
                  previousIdentitiesBySlot[slot]?.batteryLevel == nil,
                  identity.batteryLevel != nil,
                  !discovery.liveReachableSlots.contains(slot)
            else {
                continue
            }

            slotPresenceBySlot[slot] = .connected
        }
    }

    mutating func mergeConnectionSnapshots(
        _ newSnapshots: [UInt8: LogitechHIDPPDeviceMetadataProvider.ReceiverConnectionSnapshot]
    ) {
        for (slot, snapshot) in newSnapshots {
            let newPresence: SlotPresenceState = snapshot.isConnected ? .connected : .disconnected
            let oldPresence = slotPresenceBySlot[slot]
            slotPresenceBySlot[slot] = newPresence

            // Clear stale identity when a device reconnects to a slot,
            // so the next needsIdentityRefresh check will trigger a refresh.
            if newPresence == .connected, oldPresence == .disconnected {
                pairedIdentitiesBySlot.removeValue(forKey: slot)
            }
        }
    }

    mutating func updateSlotIdentity(_ identity: ReceiverLogicalDeviceIdentity) {
        pairedIdentitiesBySlot[identity.slot] = identity
        slotPresenceBySlot[identity.slot] = .connected
    }

    func needsIdentityRefresh(slot: UInt8) -> Bool {
        pairedIdentitiesBySlot[slot] == nil
    }

    func currentPublishedIdentities() -> [ReceiverLogicalDeviceIdentity] {
        pairedIdentitiesBySlot.keys.sorted().compactMap { slot in
            guard let identity = pairedIdentitiesBySlot[slot] else {
                return nil
            }

            return slotPresenceBySlot[slot] == .disconnected ? nil : identity
        }
    }
}

private final class ReceiverContext {
    let device: Device
    private let locationID: Int
    private let provider: LogitechHIDPPDeviceMetadataProvider
    private var workerThread: Thread?
    private var isRunning = false
    private let stateLock = NSLock()
    private var lastPublishedIdentities = [ReceiverLogicalDeviceIdentity]()
    private var stateStore = ReceiverSlotStateStore()
    private var currentChannel: LogitechReceiverChannel?
    private let retrySemaphore = DispatchSemaphore(value: 0)

    var onDiscoveryTimedOut: (() -> Void)?
    var onSlotsChanged: (([ReceiverLogicalDeviceIdentity]) -> Void)?
    init(device: Device, locationID: Int, provider: LogitechHIDPPDeviceMetadataProvider) {
        self.device = device
        self.locationID = locationID
        self.provider = provider
    }

    func start() {
        stateLock.lock()
        defer { stateLock.unlock() }

        guard !isRunning else {
            return
        }
        isRunning = true
        lastPublishedIdentities = []
        stateStore.reset()

        let thread = Thread { [weak self] in
            self?.workerMain()
        }
        thread.name = "linearmouse.receiver-monitor.\(locationID)"
        workerThread = thread
        thread.start()
    }

    func stop() {
        stateLock.lock()
        isRunning = false
        let thread = workerThread
        let channel = currentChannel
        workerThread = nil
        stateLock.unlock()

        channel?.wake()
        retrySemaphore.signal()
        thread?.cancel()
    }

    private func workerMain() {
        let initialDeadline = Date().addingTimeInterval(ReceiverMonitor.initialDiscoveryTimeout)
        var hasPublishedInitialState = false
        var hasCompletedInitialDiscovery = false
        var hasLoggedMissingChannel = false
        var hasOpenedChannel = false
        defer {
            setCurrentChannel(nil)
            markStopped()
        }

        while shouldContinueRunning() {
            if currentChannelSnapshot() == nil {
                let channel = provider.openReceiverChannel(for: device.pointerDevice)
                setCurrentChannel(channel)
                hasCompletedInitialDiscovery = false

                if !shouldContinueRunning() {
                    channel?.wake()
                    break
                }
            }

            guard let receiverChannel = currentChannelSnapshot() else {
                if !hasLoggedMissingChannel {
                    os_log(
                        "Receiver channel is unavailable, will retry briefly: locationID=%{public}d device=%{public}@",
                        log: ReceiverMonitor.log,
                        type: .info,
                        locationID,
                        String(describing: device)
                    )
                    hasLoggedMissingChannel = true
                }

                if !hasPublishedInitialState, Date() >= initialDeadline {
                    DispatchQueue.main.async { [weak self] in
                        self?.onDiscoveryTimedOut?()
                    }
                    hasPublishedInitialState = true
                }

                if Date() >= initialDeadline {
                    if hasOpenedChannel {
                        waitBeforeRetryingChannelOpen()
                    } else {
                        os_log(
                            "Receiver channel unavailable after initial timeout, stopping monitor: locationID=%{public}d device=%{public}@",
                            log: ReceiverMonitor.log,
                            type: .info,
                            locationID,
                            String(describing: device)
                        )
                        break
                    }
                } else {
                    waitBeforeRetryingChannelOpen(until: initialDeadline)
                }

                continue
            }
            hasLoggedMissingChannel = false

            if LogitechHIDPPDeviceMetadataProvider.receiverProtocolFamily(
                vendorID: device.pointerDevice.vendorID,
                productID: device.pointerDevice.productID,
                transport: device.pointerDevice.transport
            ) == .lightspeed,
                !provider.receiverChannelIsReachable(for: device.pointerDevice, using: receiverChannel) {
                os_log(
                    "Lightspeed receiver did not respond to the HID++ capability probe, stopping monitor: locationID=%{public}d device=%{public}@",
                    log: ReceiverMonitor.log,
                    type: .info,
                    locationID,
                    String(describing: device)
                )
                setCurrentChannel(nil)
                DispatchQueue.main.async { [weak self] in
                    self?.onDiscoveryTimedOut?()
                }
                break
            }

            hasOpenedChannel = true

            // Full discovery only once per channel open
            if !hasCompletedInitialDiscovery {
                let discovery = provider.receiverPointingDeviceDiscovery(
                    for: device.pointerDevice, using: receiverChannel
                )
                mergeDiscovery(discovery)
                hasCompletedInitialDiscovery = true

                let identities = currentPublishedIdentities()
                let identitiesDescription = identities.map { identity in
                    let battery = identity.batteryLevel.map(String.init) ?? "(nil)"
                    return "slot=\(identity.slot) name=\(identity.name) battery=\(battery)"
                }
                .joined(separator: ", ")

                os_log(
                    "Receiver initial discovery completed: locationID=%{public}d count=%{public}u identities=%{public}@",
                    log: ReceiverMonitor.log,
                    type: .info,
                    locationID,
                    UInt32(identities.count),
                    identitiesDescription
                )

                if identities != lastPublishedIdentities {
                    publish(identities)
                    hasPublishedInitialState = true
                } else if !hasPublishedInitialState, !identities.isEmpty {
                    publish(identities)
                    hasPublishedInitialState = true
                } else if !hasPublishedInitialState, Date() >= initialDeadline {
                    os_log(
                        "Receiver logical discovery timed out: locationID=%{public}d device=%{public}@",
                        log: ReceiverMonitor.log,
                        type: .info,
                        locationID,
                        String(describing: device)
                    )
                    DispatchQueue.main.async { [weak self] in
                        self?.onDiscoveryTimedOut?()
                    }
                    hasPublishedInitialState = true
                }
            }

            // Wait for connection events (event-driven, no periodic rescan)
            let connectionSnapshots = provider.waitForReceiverConnectionChange(
                for: device.pointerDevice,
                using: receiverChannel,
                timeout: ReceiverMonitor.refreshInterval
            ) { [weak self] in
                self?.shouldContinueRunning() ?? false
            }

            if !shouldContinueRunning() {
                break
            }

            guard !connectionSnapshots.isEmpty else {
                // Timeout with no events — verify channel is still alive
                if !provider.receiverChannelIsReachable(for: device.pointerDevice, using: receiverChannel) {
                    os_log(
                        "Receiver channel appears dead, will reopen: locationID=%{public}d device=%{public}@",
                        log: ReceiverMonitor.log,
                        type: .info,
                        locationID,
                        String(describing: device)
                    )
                    setCurrentChannel(nil)
                }
                continue
            }

            mergeConnectionSnapshots(connectionSnapshots)

            // For newly connected devices, read their identity info
            for (slot, snapshot) in connectionSnapshots where snapshot.isConnected {
                if needsIdentityRefresh(slot: slot) {
                    refreshSlotIdentity(
                        slot: slot,
                        connectionSnapshot: snapshot,
                        using: receiverChannel
                    )
                }
            }

            let snapshotDescription = connectionSnapshots.keys
                .sorted()
                .compactMap { slot -> String? in
                    guard let snapshot = connectionSnapshots[slot] else {
                        return nil
                    }

                    return "slot=\(slot) connected=\(snapshot.isConnected)"
                }
                .joined(separator: ", ")

            os_log(
                "Receiver connection change detected: locationID=%{public}d device=%{public}@ snapshots=%{public}@",
                log: ReceiverMonitor.log,
                type: .info,
                locationID,
                String(describing: device),
                snapshotDescription
            )

            let identities = currentPublishedIdentities()
            if identities != lastPublishedIdentities {
                publish(identities)
            }
        }
    }

    private func publish(_ identities: [ReceiverLogicalDeviceIdentity]) {
        lastPublishedIdentities = identities

        let identitiesDescription = identities.map { identity in
            let battery = identity.batteryLevel.map(String.init) ?? "(nil)"
            return "slot=\(identity.slot) name=\(identity.name) battery=\(battery)"
        }
        .joined(separator: ", ")

        os_log(
            "Receiver logical discovery updated: locationID=%{public}d identities=%{public}@",
            log: ReceiverMonitor.log,
            type: .info,
            locationID,
            identitiesDescription
        )

        DispatchQueue.main.async { [weak self] in
            self?.onSlotsChanged?(identities)
        }
    }

    private func shouldContinueRunning() -> Bool {
        stateLock.lock()
        defer { stateLock.unlock() }
        return isRunning
    }

    private func markStopped() {
        stateLock.lock()
        isRunning = false
        workerThread = nil
        stateLock.unlock()
    }

    private func waitBeforeRetryingChannelOpen(until deadline: Date? = nil) {
        let retryDelay: TimeInterval
        if let deadline {
            retryDelay = min(ReceiverMonitor.channelOpenRetryInterval, max(0, deadline.timeIntervalSinceNow))
        } else {
            retryDelay = ReceiverMonitor.channelOpenRetryInterval
        }

        guard retryDelay > 0 else {
            return
        }

        _ = retrySemaphore.wait(timeout: .now() + retryDelay)
    }

    private func setCurrentChannel(_ channel: LogitechReceiverChannel?) {
        stateLock.lock()
        currentChannel = channel
        stateLock.unlock()
    }

    private func currentChannelSnapshot() -> LogitechReceiverChannel? {
        stateLock.lock()
        defer { stateLock.unlock() }
        return currentChannel
    }

    private func mergeDiscovery(_ discovery: LogitechHIDPPDeviceMetadataProvider.ReceiverPointingDeviceDiscovery) {
        stateLock.lock()
        defer { stateLock.unlock() }
        stateStore.mergeDiscovery(discovery)
    }

    private func mergeConnectionSnapshots(
        _ newSnapshots: [UInt8: LogitechHIDPPDeviceMetadataProvider.ReceiverConnectionSnapshot]
    ) {
        guard !newSnapshots.isEmpty else {
            return
        }

        stateLock.lock()
        stateStore.mergeConnectionSnapshots(newSnapshots)
        stateLock.unlock()
    }

    private func refreshSlotIdentity(
        slot: UInt8,
        connectionSnapshot: LogitechHIDPPDeviceMetadataProvider.ReceiverConnectionSnapshot?,
        using receiverChannel: LogitechReceiverChannel
    ) {
        guard let identity = provider.receiverSlotIdentity(
            for: device.pointerDevice,
            slot: slot,
            connectionSnapshot: connectionSnapshot,
            using: receiverChannel
        ) else {
            return
        }

        stateLock.lock()
        stateStore.updateSlotIdentity(identity)
        stateLock.unlock()

        os_log(
            "Refreshed slot identity: locationID=%{public}d slot=%{public}u name=%{public}@ battery=%{public}@",
            log: ReceiverMonitor.log,
            type: .info,
            locationID,
            slot,
            identity.name,
            identity.batteryLevel.map(String.init) ?? "(nil)"
        )
    }

    private func needsIdentityRefresh(slot: UInt8) -> Bool {
        stateLock.lock()
        let needs = stateStore.needsIdentityRefresh(slot: slot)
        stateLock.unlock()
        return needs
    }

    private func currentPublishedIdentities() -> [ReceiverLogicalDeviceIdentity] {
        stateLock.lock()
        let identities = stateStore.currentPublishedIdentities()
        stateLock.unlock()
        return identities
    }
}
