import { Provider } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { store } from '../store';
import { SessionBootstrap } from '../session/SessionBootstrap';

/** Routes that read server data get the store (and, when logged in, the user check). */
export default function StoreLayout() {
  return (
    <Provider store={store}>
      <SessionBootstrap />
      <Outlet />
    </Provider>
  );
}
