// Customer service (signed-in §4): one openCustomerService() for every contact-us button, and the support call.
export { openCustomerService } from './open-customer-service';
export { customerServiceApi } from './api';
export { ContactUsButton } from './ContactUsButton';
