// Don't change this file: it is the shape of the data in ProductData.json.

// MARK: - Products

/// The whole answer of the product list "API": the products under a `data` key.
public struct ProductResult: Codable, Equatable, Sendable {
    public let data: [Product]

    public init(data: [Product]) {
        self.data = data
    }
}

/// One product on sale, and the shop that sells it.
public struct Product: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    /// Not every product has a picture: the key may be missing or `null`.
    public let imageURL: String?
    /// Already formatted by the server, for example "Rp 100.000".
    public let price: String
    public let shop: Shop

    public init(id: Int, name: String, imageURL: String?, price: String, shop: Shop) {
        self.id = id
        self.name = name
        self.imageURL = imageURL
        self.price = price
        self.shop = shop
    }

    /// The JSON spells the picture's key `image_url`; every other key matches its property.
    enum CodingKeys: String, CodingKey {
        case id, name, price, shop
        case imageURL = "image_url"
    }
}

/// The shop that sells a product.
public struct Shop: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let location: String

    public init(id: Int, name: String, location: String) {
        self.id = id
        self.name = name
        self.location = location
    }
}
