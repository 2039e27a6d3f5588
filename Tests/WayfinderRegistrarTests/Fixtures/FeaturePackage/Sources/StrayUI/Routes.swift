public import WayfinderCore

@Route("shop")
public struct ShopRoute {}
