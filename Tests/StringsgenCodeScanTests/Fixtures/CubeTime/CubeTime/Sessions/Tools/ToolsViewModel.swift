import Foundation

