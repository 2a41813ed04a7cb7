import XcodesKit

public typealias AutoInstallationType = XcodesKit.AutoInstallationType
public typealias SelectedActionType = XcodesKit.SelectedActionType
