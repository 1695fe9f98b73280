export { BrandStrip } from './brand-strip';
export { CategoryTiles } from './category-tiles';
export { Hero } from './hero';
export { ProductBlock } from './product-block';
