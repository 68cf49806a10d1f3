import Foundation
import GraderExecution

// MARK: - The class page's style and its one script

/// What `class.html` carries inline: no file beside it, no network, no script library.
enum ClassPageAssets {
    /// Plain on screen, plainer on paper: no colours needed to read a status, tables that do
    /// not split a row across pages, and no sorting hints once printed.
    static let style = """
        body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; margin: 2em auto; max-width: 72em; padding: 0 1em; color: #1d1d1f; }
        h1 { font-size: 1.6em; margin-bottom: 0.2em; }
        h2 { margin-top: 2em; border-bottom: 1px solid #ccc; padding-bottom: 0.2em; }
        h3 { margin: 1.2em 0 0.3em; }
        table { border-collapse: collapse; width: 100%; margin: 0.5em 0; }
        th, td { border: 1px solid #ccc; padding: 0.3em 0.5em; text-align: left; vertical-align: top; }
        th { background: #f2f2f2; }
        th[data-sort] { cursor: pointer; }
        th[data-sort]::after { content: " ⇅"; color: #888; }
        td.number, th.number { text-align: right; white-space: nowrap; }
        .status { font-weight: 600; display: block; }
        .figures { color: #555; font-size: 0.9em; white-space: nowrap; }
        .complete { background: #e6f4ea; }
        .incomplete { background: #fff8e1; }
        .compile_error, .timeout, .tampered, .spec_modified, .grader_error { background: #fdecea; }
        .not_graded { color: #888; }
        .problem { display: block; color: #a00; font-size: 0.9em; }
        .id, code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }
        .lead { color: #555; }
        ul.to-do { margin: 0.2em 0 0.8em; }
        @media print {
            body { margin: 0; max-width: none; font-size: 11px; }
            th[data-sort]::after { content: ""; }
            tr, li { break-inside: avoid; }
            h2, h3 { break-after: avoid; }
            .complete, .incomplete, .compile_error, .timeout, .tampered, .spec_modified, .grader_error { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        }
        """

    /// Sorts a table by the column whose header is clicked, by each cell's `data-value`
    /// (numbers as numbers, the largest first; names from A); a second click reverses the order. An address
    /// ending in `#sort-by-N` opens the class table sorted by its column N (0 is the name), so
    /// a sorted view can be bookmarked. It marks the page `data-sortable` once it has run: the
    /// browser test's proof that the policy lets it run.
    static let script = """
        document.querySelectorAll("th[data-sort]").forEach(function (header) {
          header.addEventListener("click", function () {
            var table = header.closest("table"), body = table.tBodies[0], column = header.cellIndex;
            var descending = header.dataset.order ? header.dataset.order === "ascending" : header.dataset.sort === "number";
            header.dataset.order = descending ? "descending" : "ascending";
            var value = function (row) { return row.cells[column].dataset.value || ""; };
            var rows = Array.prototype.slice.call(body.rows).sort(function (a, b) {
              var x = value(a), y = value(b);
              var order = header.dataset.sort === "number" ? Number(x) - Number(y) : x.localeCompare(y);
              return descending ? -order : order;
            });
            rows.forEach(function (row) { body.appendChild(row); });
          });
        });
        var asked = /^#sort-by-(\\d+)$/.exec(location.hash);
        var column = asked && document.querySelectorAll("#class-table th")[Number(asked[1])];
        if (column) { column.click(); }
        document.documentElement.dataset.sortable = "yes";
        """

    /// The page's content security policy: nothing is loaded from anywhere, and the only
    /// script that may run is `script`, by its hash. A name that escaped its escaping could
    /// then still not run a script or reach the network.
    static var contentSecurityPolicy: String {
        var hasher = SHA256()
        hasher.update(script)
        let hash = Data(hasher.finalize()).base64EncodedString()
        return "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-\(hash)'"
    }
}
