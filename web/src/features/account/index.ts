export { ACCOUNT_ROUTES } from './account-routes';
export { AccountMenu } from './account-menu';
