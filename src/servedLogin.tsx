/**
 * The entry of the served /login (scripts/prerender.mjs, src/prerender/bootScript.ts): React
 * takes the served sign-in page over without the router; signing in loads the member's page.
 */
import { ServedLogin } from '@/app/served/ServedLogin';
import { takeOverServedPage } from '@/app/served/takeOver';

const container = document.getElementById('root');
if (container) void takeOverServedPage(container, <ServedLogin />);
