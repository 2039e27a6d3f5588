import StrayUI
import Wayfinder

struct ShopScreen: RouteScreen {
    static func make(_ route: ShopRoute, _: Void) -> String { "shop" }
}

struct BasketScreen: RouteScreen {
    static func make(_ route: BasketRoute, _: Void) -> String { "basket" }
}
