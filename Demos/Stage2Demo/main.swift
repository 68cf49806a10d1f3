// MARK: - Stage 2 demo: the view model bound to a terminal "view"
//
//     swift run Stage2Demo                       type a number, press return; q to quit
//     printf '1000\n-7\nabc\n' | swift run Stage2Demo
//
// The view is as thin as the workshop's second screen: it binds the view model's outputs to
// its "labels" (here, printed lines) and forwards what the person typed to the inputs.

import Stage2

let viewModel = SecondBasicViewModel()

// Bind the outputs.
viewModel.resultOddEven = { result in print("odd/even: \(result)") }
viewModel.resultNumberFormatter = { result in print("amount:   \(result)") }

// Forward the input. `readLine()` returns nil at the end of the input, so piped input ends
// the loop too. The amount arrives asynchronously: awaiting it keeps the lines in order.
print("Type a whole number and press return (q to quit).")
while let text = readLine(), text != "q" {
    viewModel.isEven(text: text)
    await viewModel.numberFormatter(text: text)
}
