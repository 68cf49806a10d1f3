// MARK: - Stage 1 demo: the functions bound to a terminal "view"
//
//     swift run Stage1Demo                       type a number, press return; q to quit
//     printf '1000\n-7\n' | swift run Stage1Demo
//
// Like the workshop's first screen, this view does the work itself: it reads the text, turns
// it into a number, and calls the functions. Stage 2 moves that work into a view model.

import Stage1

/// Shows what the two "labels" of the screen would: odd or even, and the amount.
func show(text: String) {
    // The workshop's first view says "Not number"; stage 2's view model says it differently.
    guard !text.isEmpty, let number = Int(text) else {
        print("odd/even: Not number")
        print("amount:   Not number")
        return
    }
    print("odd/even: \(isEven(number: number) ? "Genap" : "Ganjil")")
    print("amount:   \(numberFormatter(number: number))")
}

print("Type a whole number and press return (q to quit).")
// `readLine()` returns nil at the end of the input, so piped input ends the loop too.
while let text = readLine(), text != "q" {
    show(text: text)
}
