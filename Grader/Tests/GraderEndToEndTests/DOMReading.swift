import Foundation

// MARK: - Reading a page's DOM as Chromium serialises it

/// Elements of a serialised DOM (`HeadlessBrowser.dumpDOM`), found by tag and attribute: enough
/// for a page whose figures are in `data-` attributes and whose elements of one tag do not nest.
struct DOMReading {
    let dom: String

    /// An element's attributes, entities decoded, and its HTML up to its closing tag.
    struct Element {
        var attributes: [String: String]
        var inner: String

        subscript(name: String) -> String? { attributes[name] }
    }

    /// Every `tag` element that has the attribute `attribute`, in document order.
    func elements(_ tag: String, having attribute: String) -> [Element] {
        let pattern = "<\(tag)(\\s[^>]*)?>(.*?)</\(tag)>"
        let regex = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        let text = dom as NSString
        return regex.matches(in: dom, range: NSRange(location: 0, length: text.length)).compactMap { match in
            let opening = match.range(at: 1).location == NSNotFound ? "" : text.substring(with: match.range(at: 1))
            let element = Element(attributes: Self.attributes(opening), inner: text.substring(with: match.range(at: 2)))
            return element[attribute] == nil ? nil : element
        }
    }

    /// The value of `name` on the first `tag` element.
    func attribute(_ name: String, of tag: String) -> String? {
        guard let range = dom.range(of: "<\(tag)[^>]*>", options: .regularExpression) else { return nil }
        return Self.attributes(String(dom[range])).first { $0.key == name }?.value
    }

    /// The text of each cell of a row, tags left out and entities decoded.
    func cells(of row: Element) -> [String] {
        let regex = try! NSRegularExpression(pattern: "<t[dh][^>]*>(.*?)</t[dh]>", options: [.dotMatchesLineSeparators])
        let text = row.inner as NSString
        return regex.matches(in: row.inner, range: NSRange(location: 0, length: text.length)).map { match in
            let html = text.substring(with: match.range(at: 1))
            return Self.decoded(html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression))
        }
    }

    static func attributes(_ opening: String) -> [String: String] {
        let regex = try! NSRegularExpression(pattern: #"([a-zA-Z-]+)="([^"]*)""#)
        let text = opening as NSString
        var attributes: [String: String] = [:]
        for match in regex.matches(in: opening, range: NSRange(location: 0, length: text.length)) {
            attributes[text.substring(with: match.range(at: 1))] = decoded(text.substring(with: match.range(at: 2)))
        }
        return attributes
    }

    /// The entities a serialiser writes, back to their characters (`&amp;` last).
    static func decoded(_ html: String) -> String {
        [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&nbsp;", "\u{A0}"), ("&amp;", "&")]
            .reduce(html) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }
}
