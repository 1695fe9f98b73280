import { ContactPage } from '@web/features/info-pages';
import { ShopContactCard } from '@web/features/shop-info';

/** /contact-us: the contact page with the shop's contact card and opening hours from the gateway. */
export function ContactUsRoute() {
  return <ContactPage contactCard={<ShopContactCard />} />;
}
