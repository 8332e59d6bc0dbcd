import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { homeRoutes } from '../features/home/routes';

const HomePage = homeRoutes[0]!.page;

export function App() {
  return (
    <Suspense fallback={null}>
      <Switch>
        {homeRoutes.map((route) => (
          <Route key={route.path} path={route.path} component={route.page} />
        ))}
        <Route component={HomePage} />
      </Switch>
    </Suspense>
  );
}
