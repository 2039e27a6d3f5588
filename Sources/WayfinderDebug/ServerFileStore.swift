#if DEBUG
    import Foundation
    import WayfinderCore
    import WayfinderDebugSupport
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Writes and removes a debug server's file (``DebugServerFile``), refusing any folder another
    /// user could read, enter or write: the file holds the token.
    enum ServerFileStore {
        /// Why the file was not written.
        struct Failure: Error, CustomStringConvertible {
            let description: String
        }

        static var processID: Int32 { getpid() }
        static var userID: UInt32 { UInt32(geteuid()) }

        private static let typeMask: UInt32 = 0o170000
        private static let directoryType: UInt32 = 0o040000

        /// Why `path` is not a folder private to this user (a directory, not a symbolic link,
        /// owned by this user, no permission for group or others), or nil when it is.
        static func problem(withFolder path: String) -> String? {
            var info = stat()
            guard lstat(path, &info) == 0 else { return "\(path): \(String(cString: strerror(errno)))" }
            let mode = UInt32(info.st_mode)
            guard mode & typeMask == directoryType else { return "\(path) is not a folder" }
            guard UInt32(info.st_uid) == userID else {
                return "\(path) belongs to user \(info.st_uid), not to you (\(userID))"
            }
            guard mode & 0o077 == 0 else {
                return "\(path) can be used by others (mode \(String(mode & 0o777, radix: 8)))"
            }
            return nil
        }

        /// Writes `file` into the first usable folder of `folders` and returns its path.
        ///
        /// Every folder but the last is used only when it is already private (that is
        /// `$XDG_RUNTIME_DIR`); the last is created with mode `0700` when missing and must be
        /// private when it exists. The file is written under a temporary name created with
        /// `O_EXCL` and mode `0600`, then renamed, so a reader never sees half a file.
        static func write(_ file: DebugServerFile, in folders: [String]) throws(Failure) -> String {
            var problems: [String] = []
            for (index, folder) in folders.enumerated() {
                if index == folders.count - 1, mkdir(folder, 0o700) == 0 {
                    _ = chmod(folder, 0o700)  // whatever the umask
                }
                if let problem = problem(withFolder: folder) {
                    problems.append(problem)
                    continue
                }
                return try write(file, into: folder)
            }
            throw Failure(
                description: "no private folder for the server file: " + problems.joined(separator: "; "))
        }

        private static func write(_ file: DebugServerFile, into folder: String) throws(Failure) -> String {
            let name = DebugServerFile.fileName(pid: file.pid, port: file.port)
            let path = "\(folder)/\(name)"
            let temporary = "\(folder)/.\(name).\(UInt64.random(in: 0...UInt64.max))"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard fd >= 0 else {
                throw Failure(description: "cannot create \(temporary): \(String(cString: strerror(errno)))")
            }
            _ = fchmod(fd, 0o600)  // whatever the umask
            let bytes = Array(file.encoded())
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes {
                    systemWrite(fd, $0.baseAddress! + offset, $0.count - offset)
                }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    let reason = String(cString: strerror(errno))
                    _ = systemClose(fd)
                    unlink(temporary)
                    throw Failure(description: "cannot write \(temporary): \(reason)")
                }
                offset += written
            }
            _ = systemClose(fd)
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw Failure(description: "cannot rename \(temporary) to \(path): \(reason)")
            }
            return path
        }

        /// Removes a server file.
        static func remove(_ path: String) {
            unlink(path)
        }

        private static func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
            #if canImport(Darwin)
                Darwin.write(fd, pointer, count)
            #elseif canImport(Musl)
                Musl.write(fd, pointer, count)
            #else
                Glibc.write(fd, pointer, count)
            #endif
        }

        private static func systemClose(_ fd: Int32) -> Int32 {
            #if canImport(Darwin)
                Darwin.close(fd)
            #elseif canImport(Musl)
                Musl.close(fd)
            #else
                Glibc.close(fd)
            #endif
        }
    }
#endif
