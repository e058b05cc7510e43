import Foundation

/// Parses track timestamps into microseconds since the Unix epoch (UTC), without locale or
/// calendar services: ISO 8601 / RFC 3339 (`2019-02-18T07:45:50Z`, `…T07:45:50.250+01:00`),
/// the space-separated form (`2014-09-10 06:54:07+0200`), or a plain number of seconds.
/// A time without a zone is taken as UTC.
enum Timestamp {
    /// The instant `text` denotes, or `nil` when it is not one of the accepted forms.
    static func microseconds(_ text: String) -> Int64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed), seconds.isFinite, abs(seconds) < 1e11 {
            return Int64((seconds * 1e6).rounded())
        }
        let bytes = Array(trimmed.utf8)
        var index = 0
        func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard byte >= 48 && byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += count
            return value
        }
        func expect(_ characters: String) -> Bool {
            guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        guard let year = digits(4), expect("-"), let month = digits(2), expect("-"), let day = digits(2),
            expect("T "), let hour = digits(2), expect(":"), let minute = digits(2), expect(":"),
            let second = digits(2), (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60,
            second <= 60
        else { return nil }
        var micros: Int64 = 0
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            var scale: Int64 = 100_000
            let start = index
            while index < bytes.count && bytes[index] >= 48 && bytes[index] <= 57 {
                micros += Int64(bytes[index] - 48) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        var offsetSeconds = 0
        if index < bytes.count {
            if bytes[index] == UInt8(ascii: "Z") {
                index += 1
            } else {
                let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
                guard expect("+-"), let hours = digits(2) else { return nil }
                _ = expect(":")
                guard let minutes = digits(2), hours < 24, minutes < 60 else { return nil }
                offsetSeconds = sign * (hours * 3600 + minutes * 60)
            }
        }
        guard index == bytes.count else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second - offsetSeconds)
        return seconds * 1_000_000 + micros
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `YYYY-MM-DDTHH:MM:SS[.ffffff]Z` for microseconds since the epoch.
    static func iso8601(_ microseconds: Int64) -> String {
        let seconds = microseconds >= 0 ? microseconds / 1_000_000 : (microseconds - 999_999) / 1_000_000
        let fraction = microseconds - seconds * 1_000_000
        let days = Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
        let remainder = Int(seconds) - days * 86_400
        // civil_from_days (Hinnant)
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        var text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(remainder / 3600, 2)):"
        text += "\(pad(remainder % 3600 / 60, 2)):\(pad(remainder % 60, 2))"
        if fraction != 0 { text += "." + pad(Int(fraction), 6) }
        return text + "Z"
    }
}
