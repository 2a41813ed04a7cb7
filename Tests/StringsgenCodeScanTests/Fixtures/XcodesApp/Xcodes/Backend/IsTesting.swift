import Foundation

let isTesting = NSClassFromString("XCTestCase") != nil
