export { ComparePage as CompareRoute } from '@web/features/catalogue/saved/compare-page';
export { WishlistPage as WishlistRoute } from '@web/features/catalogue/saved/wishlist-page';
