export { ShopContactCard } from './shop-contact-card';
