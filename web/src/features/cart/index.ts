export { HeaderCart } from './header-cart';
