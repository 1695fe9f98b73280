/** What other parts of the app compose from the services feature (the product page's installation choice). */
export { ProductInstallation } from './installation/product-installation';
