export { AboutPage } from './about-page';
export { ContactPage } from './contact-page';
export { FaqPage } from './faq-page';
export { PrivacyPage } from './privacy-page';
export { TermsPage } from './terms-page';
