// MIT License
// Copyright (c) 2021-2026 LinearMouse

import SwiftUI

struct GestureButtonSection: View {
    @ObservedObject var state: ButtonsSettingsState = .shared

    var isMouseDevice: Bool {
        DeviceState.shared.currentDeviceRef?.value?.category == .mouse
    }

    var body: some View {
        if isMouseDevice {
            Section {
                Toggle(isOn: $state.gestureEnabled.animation()) {
                    withDescription {
                        Text("Enable gesture button")
                        Text(
                            "Press and hold a button while dragging to trigger gestures like switching desktop spaces or opening Mission Control."
                        )
                    }
                }

                if state.gestureEnabled {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Trigger")
                            .font(.headline)

                        ButtonMappingButtonRecorder(
                            mapping: state.gestureTriggerBinding
                        )

                        if !state.gestureTriggerValid {
                            Text("Choose a mouse button trigger. Left click without modifier keys is not allowed.")
                                .foregroundColor(.red)
                                .controlSize(.small)
                                .fixedSize(horizontal: false, vertical: true)
                        }
                    }

                    VStack(alignment: .leading, spacing: 4) {
                        HStack {
                            Text("Threshold")
                            Spacer()
                            Text("\(state.gestureThreshold) pixels")
                                .foregroundColor(.secondary)
                        }
                        Slider(value: $state.gestureThresholdDouble, in: 20 ... 200, step: 5)
                    }

                    Divider()

                    Text("Gesture Actions")
                        .font(.headline)

                    GestureActionPicker(
                        label: "Swipe left",
                        selection: $state.gestureActionLeft
                    )

                    GestureActionPicker(
                        label: "Swipe right",
                        selection: $state.gestureActionRight
                    )

                    GestureActionPicker(
                        label: "Swipe up",
                        selection: $state.gestureActionUp
                    )

                    GestureActionPicker(
                        label: "Swipe down",
                        selection: $state.gestureActionDown
                    )

                    Text(
                        "Hold the button and drag to trigger gestures. Drag at least \(state.gestureThreshold) pixels in one direction."
                    )
                    .settingsDescriptionStyle()
                    .padding(.top, 8)
                }
            }
            .modifier(SectionViewModifier())
        }
    }
}
