import Stage3

// MARK: - The terminal "view"

/// Stands in for the workshop's `AdvancedViewController`: it binds the view model's outputs
/// to the terminal and forwards the user's taps.
@MainActor
final class ProductListView {
    private let viewModel: AdvancedViewModel

    init(viewModel: AdvancedViewModel) {
        self.viewModel = viewModel
    }

    /// Binds the outputs, then asks for the products, as `viewDidLoad` does.
    func viewDidLoad() {
        bindViewModel()
        viewModel.didLoad()
    }

    /// A tap on the product at `index`.
    func didTap(index: Int) {
        viewModel.didSelect(index: index)
    }

    private func bindViewModel() {
        viewModel.receiveData = { [unowned self] in
            showProducts()
        }
        viewModel.onErrorReceiveData = { message in
            print("Could not load the products: \(message)")
        }
        viewModel.doSideEffect = { message in
            print(message)
        }
    }

    /// The terminal's `reloadData()`: one line per product, numbered by index.
    private func showProducts() {
        print("Products:")
        for (index, product) in viewModel.products.enumerated() {
            print("  [\(index)] \(product.name) — \(product.price) — \(product.shop.name)")
        }
    }
}
