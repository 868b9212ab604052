import 'reflect-metadata';
import { Container, injectable, inject } from 'inversify';
import { createRoot } from 'react-dom/client';

const Greeting = Symbol.for('Greeting');
@injectable()
class Hello { constructor(@inject(Greeting) readonly text: string) {} }
const c = new Container();
c.bind(Greeting).toConstantValue('hello');
c.bind(Hello).toSelf();
createRoot(document.getElementById('root')!).render(<p>{c.get(Hello).text}</p>);
