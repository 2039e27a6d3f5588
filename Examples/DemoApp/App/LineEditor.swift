import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads command lines from standard input: with line editing and history when it is a
/// terminal (← → to move, ⌫ to delete, ↑ ↓ for earlier lines, Ctrl-A/Ctrl-E, Ctrl-D on an empty
/// line to leave, Ctrl-C to clear the line), with plain `readLine()` otherwise (a pipe or a file).
final class LineEditor: @unchecked Sendable {
    private var history: [String] = []
    private let lock = NSLock()

    /// Whether standard input is a terminal.
    static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// One line, without its newline; nil at the end of input.
    func readLine(prompt: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard Self.isTerminal, var original = currentSettings() else {
            // Piped input: echo each line after the prompt, so the output reads as a transcript.
            guard let line = Swift.readLine() else { return nil }
            print(prompt + line)
            return line
        }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
        return edit(prompt: prompt)
    }

    private func currentSettings() -> termios? {
        var settings = termios()
        return tcgetattr(STDIN_FILENO, &settings) == 0 ? settings : nil
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }

    private func edit(prompt: String) -> String? {
        var line: [Character] = []
        var cursor = 0
        var historyIndex = history.count
        func redraw() {
            var text = "\r\u{1B}[K" + prompt + String(line)
            let back = line.count - cursor
            if back > 0 { text += "\u{1B}[\(back)D" }
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        redraw()
        var pending: [UInt8] = []
        while let byte = readByte() {
            switch byte {
            case 4:  // Ctrl-D
                if line.isEmpty {
                    FileHandle.standardOutput.write(Data("\n".utf8))
                    return nil
                }
            case 10, 13:
                FileHandle.standardOutput.write(Data("\n".utf8))
                let text = String(line)
                if !text.trimmingCharacters(in: .whitespaces).isEmpty, history.last != text {
                    history.append(text)
                }
                return text
            case 127, 8:
                if cursor > 0 {
                    line.remove(at: cursor - 1)
                    cursor -= 1
                }
            case 3:  // Ctrl-C: forget the line
                line = []
                cursor = 0
                FileHandle.standardOutput.write(Data("^C\n".utf8))
            case 1: cursor = 0
            case 5: cursor = line.count
            case 27:
                guard readByte() == UInt8(ascii: "["), let code = readByte() else { break }
                switch code {
                case UInt8(ascii: "A") where historyIndex > 0:
                    historyIndex -= 1
                    line = Array(history[historyIndex])
                    cursor = line.count
                case UInt8(ascii: "B") where historyIndex < history.count:
                    historyIndex += 1
                    line = historyIndex == history.count ? [] : Array(history[historyIndex])
                    cursor = line.count
                case UInt8(ascii: "C"): cursor = min(cursor + 1, line.count)
                case UInt8(ascii: "D"): cursor = max(cursor - 1, 0)
                default: break
                }
            case 32...126, 128...255:
                pending.append(byte)
                guard let text = String(validating: pending, as: UTF8.self) else {
                    if pending.count >= 4 { pending = [] }
                    continue
                }
                pending = []
                line.insert(contentsOf: text, at: cursor)
                cursor += text.count
            default:
                break
            }
            redraw()
        }
        return line.isEmpty ? nil : String(line)
    }
}
