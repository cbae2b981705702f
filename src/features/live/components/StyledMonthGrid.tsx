import '../calendar.css';
import { MonthGrid } from './MonthGrid';

/** The month grid with the calendar's styles, for other areas' calendars (loadMonthGrid). */
export default MonthGrid;
