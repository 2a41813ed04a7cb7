// MIT License
// Copyright (c) 2021-2026 LinearMouse

import Foundation
import os.log

class ClickDebouncingTransformer: EventTransformer {
    private static let log = OSLog(subsystem: Bundle.main.bundleIdentifier!, category: "ClickDebouncing")

    private let button: CGMouseButton
    private let timeout: TimeInterval
    private let resetTimerOnMouseUp: Bool
    private let nowInNanoseconds: () -> UInt64

    init(
        for button: CGMouseButton,
        timeout: TimeInterval,
        resetTimerOnMouseUp: Bool,
        nowInNanoseconds: @escaping () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }
    ) {
        self.button = button
        self.timeout = timeout
        self.resetTimerOnMouseUp = resetTimerOnMouseUp
        self.nowInNanoseconds = nowInNanoseconds
    }

    private var mouseDownEventType: CGEventType {
        button.fixedCGEventType(of: .leftMouseDown)
    }

    private var mouseUpEventType: CGEventType {
        button.fixedCGEventType(of: .leftMouseUp)
    }

    private var lastClickedAtInNanoseconds: UInt64 = 0

    func transform(_ event: CGEvent, in _: EventTransformerContext) -> CGEvent? {
        guard [mouseDownEventType, mouseUpEventType].contains(event.type) else {
            return event
        }
        let mouseEventView = MouseEventView(event)
        guard mouseEventView.mouseButton == button else {
            return event
        }

        switch event.type {
        case mouseDownEventType:
            let intervalSinceLastClick = intervalSinceLastClick
            touchLastClickedAt()
            if intervalSinceLastClick <= timeout {
                os_log(
                    "Mouse down ignored because interval since last click %{public}f <= %{public}f",
                    log: Self.log,
                    type: .info,
                    intervalSinceLastClick,
                    timeout
                )
                return nil
            }
            return event
        case mouseUpEventType:
            if resetTimerOnMouseUp {
                touchLastClickedAt()
            }
            return event
        default:
            break
        }

        return event
    }

    private func touchLastClickedAt() {
        lastClickedAtInNanoseconds = nowInNanoseconds()
    }

    private var intervalSinceLastClick: TimeInterval {
        let nanosecondsPerSecond = 1e9
        return Double(nowInNanoseconds() - lastClickedAtInNanoseconds) / nanosecondsPerSecond
    }
}
