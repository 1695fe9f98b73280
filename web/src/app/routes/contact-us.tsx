import type { ApolloClient } from '@apollo/client';
import { ContactPage } from '@web/features/info-pages';
import { preloadShopContacts, ShopContactCard } from '@web/features/shop-info';

/** Starts the contact card's query as soon as the route is known: the server renders the page in one pass. */
export const contactUsLoader = (client: ApolloClient) => () => {
  preloadShopContacts(client);
  return null;
};

/** /contact-us: the contact page with the shop's contact card and opening hours from the gateway. */
export function ContactUsRoute() {
  return <ContactPage contactCard={<ShopContactCard />} />;
}
