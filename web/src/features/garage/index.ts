export { VehicleButton } from './vehicle-button';
