import Foundation
import Stage3

// Run with `swift run Stage3Demo`, then type a product's index to tap it.
// Piped input works too: `printf '0\n9\nq\n' | swift run Stage3Demo`.

let view = ProductListView(viewModel: AdvancedViewModel(useCase: AdvancedUseCase()))
view.viewDidLoad()
print("Type a product's index and press Return to tap it; q quits.")

while let line = readLine() {
    let input = line.trimmingCharacters(in: .whitespaces)
    if input == "q" {
        break
    }
    if let index = Int(input) {
        view.didTap(index: index)
    } else {
        print("Type a number, like 0, or q to quit.")
    }
}
