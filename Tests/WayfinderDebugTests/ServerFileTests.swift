import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderDebugSupport

@testable import WayfinderDebug

@MainActor
@Suite("The server file: port and token for the wayfinder tool, readable by its user only")
struct ServerFileTests {
    @Test func theServerWritesItsPortAndTokenToAFileOnlyItsUserCanRead() async throws {
        try await withPrivateFolder { folder in
            let path = try await withServer(serverFile: .folder(folder)) { server, _ in
                let path = try #require(server.serverFilePath, "\(server.serverFileProblem ?? "")")
                let pid = ProcessInfo.processInfo.processIdentifier
                #expect(path == "\(folder)/wayfinder-debug-\(pid)-\(server.port).json")
                #expect(try permissions(path) == 0o600)
                let file = try DebugServerFile(decoding: Data(contentsOf: URL(fileURLWithPath: path)))
                #expect(file.pid == pid)
                #expect(file.port == server.port)
                #expect(file.token == server.token)
                #expect(file.url == "http://127.0.0.1:\(server.port)/")
                let names = try FileManager.default.contentsOfDirectory(atPath: folder)
                #expect(names == [(path as NSString).lastPathComponent], "no temporary file is left")
                return path
            }
            #expect(!FileManager.default.fileExists(atPath: path), "stop() removes the file")
        }
    }

    @Test func theStandardFolderIsTheRuntimeFolderWhenSetElseAPrivateOneUnderTheTemporaryFolder() {
        #expect(
            DebugServerFile.folders(
                environment: ["XDG_RUNTIME_DIR": "/run/user/501"], temporaryDirectory: "/tmp/", userID: 501)
                == ["/run/user/501", "/tmp/wayfinder-debug-501"])
        #expect(
            DebugServerFile.folders(environment: [:], temporaryDirectory: "/var/folders/x/T", userID: 7)
                == ["/var/folders/x/T/wayfinder-debug-7"])
        #expect(
            DebugServerFile.folders(
                environment: ["XDG_RUNTIME_DIR": "relative"], temporaryDirectory: "/tmp", userID: 7)
                == ["/tmp/wayfinder-debug-7"])
    }

    @Test func withTheStandardLocationTheFileIsPrivateAndGoneAfterStop() async throws {
        let navigator = makeTestNavigator()
        let server = DebugServer(navigator: navigator, port: 0, limits: testLimits)
        try server.start(printAddress: false)
        let path = try #require(server.serverFilePath, "\(server.serverFileProblem ?? "")")
        let folder = (path as NSString).deletingLastPathComponent
        let runtime = ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"]
        let fallback = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wayfinder-debug-\(getuid())"
        ).path
        #expect(folder == runtime || folder == fallback, "\(folder)")
        #expect(try permissions(folder) & 0o077 == 0)
        #expect(try permissions(path) == 0o600)
        server.stop()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(server.serverFilePath == nil)
    }

    @Test func aFolderOthersCanEnterIsNeverWrittenToAndTheServerStillServes() async throws {
        try await withPrivateFolder(mode: 0o755) { folder in
            try await withServer(serverFile: .folder(folder)) { server, _ in
                #expect(server.serverFilePath == nil)
                #expect(server.serverFileProblem?.contains("can be used by others (mode 755)") == true)
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
                let reply = try await TestHTTP.request(port: server.port, "/api/outline", token: server.token)
                #expect(reply.status == 200)
            }
        }
    }

    @Test func aFolderThatIsASymbolicLinkIsNeverWrittenTo() async throws {
        try await withPrivateFolder { folder in
            let link = folder + "-link"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder)
            defer { try? FileManager.default.removeItem(atPath: link) }
            try await withServer(serverFile: .folder(link)) { server, _ in
                #expect(server.serverFilePath == nil)
                #expect(server.serverFileProblem?.contains("is not a folder") == true)
            }
        }
    }

    @Test func aMissingFolderIsCreatedPrivate() async throws {
        try await withPrivateFolder { folder in
            let inner = folder + "/runtime"
            try await withServer(serverFile: .folder(inner)) { server, _ in
                #expect(server.serverFilePath != nil)
                let mode = try permissions(inner)
                #expect(mode == 0o700)
            }
        }
    }
}
