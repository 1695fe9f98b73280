export { preloadShopContacts, ShopContactCard } from './shop-contact-card';
