/**
 * Public surface of the professionals module: a fitness professional's schemas, their profile and
 * class plans calls, and the profile's markup, shared by the coaching area (/rwlpros, booking)
 * and the coaches area (/rwl-coaches). Both areas load it with their own pages.
 */
export {
  oneToOneSchema,
  priceLabel,
  proCardSchema,
  type ClassPlan,
  type OneToOne,
  type ProCard,
  type ProProfile,
} from './model';
export { useClassPlansQuery, useProQuery } from './api';
export { ProfessionalProfile } from './components/ProfessionalProfile';
