// The form a field input sits in (its resource and react-hook-form control), for inputs that show
// figures derived from other fields as they are typed (an order's payments against its lines' total).
import { createContext } from 'react';
import type { Control } from 'react-hook-form';
import type { Resource } from '../../../core/resource/types';
import type { FormValues } from '../data/payload';

export interface FormScope { resource: Resource; control: Control<FormValues> }

export const FormScopeContext = createContext<FormScope | null>(null);
