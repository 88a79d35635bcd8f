import com.google.auto.value.AutoValue;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Google AutoValue's value class, as AutoValue generates it (AutoValue_AutoValueIds_Id). */
public interface AutoValueIds {
    @AutoValue
    abstract class Id {
        public abstract String value();

        public abstract int version();

        public static Id create(final String value, int version) {
            return new AutoValue_AutoValueIds_Id(value, version);
        }
    }

    @AutoValue
    abstract class Options {
        public abstract List<String> tags();

        public abstract int threads();

        public static Builder builder() {
            return new AutoValue_AutoValueIds_Options.Builder();
        }

        @AutoValue.Builder
        public abstract static class Builder {
            public abstract Builder tags(List<String> tags);

            public abstract Builder setThreads(int threads);

            public abstract Options build();
        }
    }

    static void main(String[] args) {
        Id a = Id.create("mnist", 2);
        Id b = Id.create("mnist", 2);
        System.out.println(a + " " + a.value() + " " + a.version());
        System.out.println(a.equals(b) + " " + (a == b) + " " + (a.hashCode() == b.hashCode()) + " " + a.hashCode());
        Set<Id> ids = new HashSet<>();
        ids.add(a);
        ids.add(b);
        System.out.println(ids.size() + " " + a.equals(Id.create("mnist", 3)));
        try {
            Id.create(null, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        Options options = Options.builder().tags(List.of("serve")).setThreads(2).build();
        System.out.println(options + " " + options.threads());
        try {
            Options.builder().setThreads(1).build();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
    }
}
