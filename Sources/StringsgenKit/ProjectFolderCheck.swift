#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenModel

extension ProjectFiles {
    /// Fails when `directory` exists but cannot be listed (no permission, not a folder): an
    /// unreadable `Strings/` is an error of its own, not "found none".
    public static func requireListable(_ directory: String) throws(InputError) {
        guard let dir = opendir(directory) else {
            let code = errno
            if code == ENOENT { return }
            throw InputError.file(directory, "cannot list the folder: \(String(cString: strerror(code)))")
        }
        closedir(dir)
    }
}
